/**
 * The face detector's square input, in pixels (a multiple of 32): larger finds smaller faces,
 * and takes longer. The cover worker hands it pixels no larger, so none are wasted.
 */
export const FACE_INPUT_SIZE = 320
