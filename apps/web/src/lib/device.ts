/** SPEC §2/§6: portrait devices get the mobile layout and never the builder. */
export function isPortrait(): boolean {
  return window.matchMedia('(orientation: portrait)').matches;
}
