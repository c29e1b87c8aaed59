/**
 * The cart drawer's 傳給負責人 button. Its own namespace, registered by the drawer: the sharing itself and its texts
 * (shared-cart.ts) load when the button is tapped, so neither home nor the drawer carries them.
 */
export const cartShare = {
  share: '傳給負責人',
  preparing: '正在準備連結…',
  failed: '無法傳送，請檢查網路後再試',
};
