/** SPEC §5 "Text shortening with ellipsis": at most `max` characters of the text, then "...". */
export function shorten(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : text;
}
