export const SHOP_URL = 'https://shop.tipwire.example'
export const SUPPORT_EMAIL = 'support@tipwire.example'
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`
