/// <reference lib="webworker" />
/**
 * Builds the A4 "Chat Export" PDF off the main thread: pdfmake's browser build and its Roboto
 * fonts (base64 vfs) live only in this worker's bundle, fetched the first time a chat is exported.
 */
import pdfMakeModule from 'pdfmake/build/pdfmake';
import vfsModule from 'pdfmake/build/vfs_fonts';
import { chatExportDocument, type ChatExportInput, type ChatExportReply } from './chat-export-document';

// The UMD and CommonJS files arrive either as the value itself or wrapped in `default`.
const pdfMake = 'default' in pdfMakeModule ? pdfMakeModule.default : pdfMakeModule;
const vfs = 'default' in vfsModule && typeof vfsModule.default === 'object' ? vfsModule.default : (vfsModule as Record<string, string>);
pdfMake.addVirtualFileSystem(vfs);
// A chat's lines are text: the document never fetches anything.
pdfMake.setUrlAccessPolicy(() => false);

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<ChatExportInput>) => {
  let reply: ChatExportReply;
  try {
    const bytes = await pdfMake.createPdf(chatExportDocument(event.data)).getBuffer();
    const pdf = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    reply = { ok: true, pdf };
    scope.postMessage(reply, [pdf]);
  } catch (error) {
    reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
    scope.postMessage(reply);
  }
};
