/** A catalogue text with its {slots} filled (an unknown slot stays as written). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/gu, (slot, key: string) => (key in values ? String(values[key]) : slot));
}
