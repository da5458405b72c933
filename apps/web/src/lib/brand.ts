/** Product naming lives here only, so a rename is one edit. */
export const brand = {
  name: 'NaijaWallet',
  tagline: 'Smart payments, made simple',
  supportEmail: 'support@naijawallet.app',
} as const;

export function pageTitle(title?: string): string {
  return title ? `${title} · ${brand.name}` : brand.name;
}
