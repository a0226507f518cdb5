/** pdfmake 0.3 ships no types: the little of its browser build the chat export uses. */
declare module 'pdfmake/build/pdfmake' {
  interface PdfMakeBrowser {
    addVirtualFileSystem(vfs: Record<string, string>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    createPdf(doc: object): { getBuffer(): Promise<Uint8Array> };
  }
  const pdfMake: PdfMakeBrowser | { default: PdfMakeBrowser };
  export default pdfMake;
}

declare module 'pdfmake/build/vfs_fonts' {
  const vfs: Record<string, string> | { default: Record<string, string> };
  export default vfs;
}
