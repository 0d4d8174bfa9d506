/**
 * Disguising a voice on the device (product.md §7): pitch and formants moved by different
 * factors, streamed. Pure signal processing, without media containers or codecs.
 */
export { drawDisguiseFactors, voiceDisguise, type DisguiseFactors } from './voiceDisguise'
export { joinedSamples, type SoundStage } from './streamBuffers'
