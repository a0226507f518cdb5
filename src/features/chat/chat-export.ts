import type { TFunction } from 'i18next';
import { saveBlob } from '@/api/http/portal-client';
import type { ChatItem } from '@/contract/activity';
import { chatExportFileName } from '@/contract/activity-export';
import type { ChatExportInput, ChatExportLabels, ChatExportReply } from '@/workers/chat-export-document';

function labels(t: TFunction<'chat'>): ChatExportLabels {
  return {
    title: t('export.title'),
    visitor: t('export.visitor'),
    company: t('detail.company'),
    types: t('detail.types'),
    phone: t('detail.phone'),
    email: t('detail.email'),
    location: t('detail.location'),
    website: t('detail.website'),
    agent: t('detail.agent'),
    outcome: t('detail.outcome'),
    started: t('export.started'),
    ended: t('export.ended'),
    transcript: t('detail.transcript'),
    noTranscript: t('detail.noTranscript'),
    pageOf: t('export.pageOf', { page: '{{page}}', pages: '{{pages}}', interpolation: { escapeValue: false } }),
  };
}

/** Renders the chat's PDF in a worker (pdfmake never touches the main thread) and resolves its bytes. */
function renderInWorker(input: ChatExportInput): Promise<ArrayBuffer> {
  // The worker (and pdfmake with its fonts) is only fetched here, the first time someone exports.
  const worker = new Worker(new URL('../../workers/chat-export.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ArrayBuffer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ChatExportReply>) => {
      if (event.data.ok) resolve(event.data.pdf);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'The PDF could not be built.'));
    worker.postMessage(input);
  }).finally(() => worker.terminate());
}

/** Builds the A4 "Chat Export" PDF of a chat and saves it; resolves the file name. */
export async function exportChatPdf(chat: ChatItem, t: TFunction<'chat'>): Promise<string> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const pdf = await renderInWorker({ chat, labels: labels(t), timeZone });
  const fileName = chatExportFileName(chat.visitorFullName);
  saveBlob(new Blob([pdf], { type: 'application/pdf' }), fileName);
  return fileName;
}
