// fontkit (pdfkit's own font parser) ships no types; the shop only parses a font once and hands it to pdfkit.
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
