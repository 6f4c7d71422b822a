/** What the build puts in place of Mantine's MantineCssVariables (see no-runtime-css-variables.ts). */
export function MantineCssVariables(): null {
  return null;
}
