/** pdfmake 0.3 ships no types: the little of its browser build the chat export and the Monthly Report use. */
declare module 'pdfmake/build/pdfmake' {
  interface PdfMakeBrowser {
    addVirtualFileSystem(vfs: Record<string, string>): void;
    /** A font's files and its family (the standard fonts' modules export one). */
    addFontContainer(container: PdfMakeFontContainer): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    createPdf(doc: object): { getBuffer(): Promise<Uint8Array> };
  }
  const pdfMake: PdfMakeBrowser | { default: PdfMakeBrowser };
  export default pdfMake;
}

interface PdfMakeFontContainer {
  vfs: Record<string, { data: string; encoding: string }>;
  fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>;
}

declare module 'pdfmake/build/standard-fonts/Helvetica' {
  const container: PdfMakeFontContainer;
  export default container;
}

declare module 'pdfmake/build/vfs_fonts' {
  const vfs: Record<string, string> | { default: Record<string, string> };
  export default vfs;
}
