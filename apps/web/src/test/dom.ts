/** Disabled natively or with aria-disabled (buttons that stay focusable while disabled). */
export function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';
}
