/** The form field an error belongs to: a list entry's error ('tags.0') shows on its list ('tags'). */
export function describedField(field: string, descriptions: Readonly<Record<string, string>>): string {
  let path = field;
  while (!(path in descriptions) && path.includes('.')) path = path.slice(0, path.lastIndexOf('.'));
  return path in descriptions ? path : field;
}
