/** The URL of the formats' icon sprite (apps/web/format-icon-sprite.ts). */
declare module 'virtual:format-icon-sprite' {
  const url: string;
  export default url;
}
