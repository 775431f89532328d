/** Type 11: kept with the form and sent back as it is, never shown. */
export function HiddenControl() {
  return null;
}
