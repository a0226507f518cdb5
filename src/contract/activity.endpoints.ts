import * as z from 'zod/mini';
import { endpoint, idParams, noFields } from './endpoint';
import {
  chatItemSchema,
  bulkFollowupRequestSchema,
  bulkRequestSchema,
  chatArchiveRequestSchema,
  followupRequestSchema,
  messagesAllRequestSchema,
  messagesAllResponseSchema,
  messagesRecentRequestSchema,
  messagesRecentResponseSchema,
  triageResponseSchema,
} from './activity';
import { chatExportRequestSchema, csvExportRequestSchema, pdfExportRequestSchema } from './activity-export';
import { downloadLinkResponseSchema, reportFilesResponseSchema, signedFileRequestSchema } from './activity-report-files';

/** `{audioKey}`: the voicemail's key, as the item carries it. */
const audioKeyParams = z.object({ audioKey: z.string() });

const post = <P extends `/api/messages/{id}/${string}`>(path: P) =>
  endpoint({ method: 'POST', path, params: idParams, request: noFields, response: triageResponseSchema });

/** Messages (spec core §7): the activity list and its read / archive / follow-up calls. */
export const activityEndpoints = {
  messagesRecent: endpoint({
    method: 'GET',
    path: '/api/messages',
    request: messagesRecentRequestSchema,
    response: messagesRecentResponseSchema,
  }),
  messagesAll: endpoint({
    method: 'GET',
    path: '/api/messages/all',
    request: messagesAllRequestSchema,
    response: messagesAllResponseSchema,
  }),
  messageRead: post('/api/messages/{id}/read'),
  messageUnread: post('/api/messages/{id}/unread'),
  messageArchive: post('/api/messages/{id}/archive'),
  messageUnarchive: post('/api/messages/{id}/unarchive'),
  messageFollowup: endpoint({
    method: 'POST',
    path: '/api/messages/{id}/followup',
    params: idParams,
    request: followupRequestSchema,
    response: triageResponseSchema,
  }),
  chatRead: post('/api/messages/{id}/chatread'),
  chatArchive: endpoint({
    method: 'POST',
    path: '/api/messages/{id}/chatarchive',
    params: idParams,
    request: chatArchiveRequestSchema,
    response: triageResponseSchema,
  }),
  chatFollowup: endpoint({
    method: 'POST',
    path: '/api/messages/{id}/chatfollowUp',
    params: idParams,
    request: followupRequestSchema,
    response: triageResponseSchema,
  }),
  /** Streams the voicemail's audio (audio/wav); the client fetches it as a blob. */
  voicemailAudio: endpoint({ method: 'GET', path: '/api/media/voicemail/{audioKey}', params: audioKeyParams, request: noFields, response: z.unknown() }),
  /** Export files (spec core §5, §7): the client fetches them as blobs (`downloadEndpointFile`). */
  exportCsv: endpoint({ method: 'GET', path: '/api/messages/gencsv', request: csvExportRequestSchema, response: z.unknown() }),
  exportChatCsv: endpoint({ method: 'GET', path: '/api/messages/genchatcsv', request: csvExportRequestSchema, response: z.unknown() }),
  exportPdf: endpoint({ method: 'GET', path: '/api/messages/genpdf', request: pdfExportRequestSchema, response: z.unknown() }),
  /** One chat with its lines: the browser turns it into the A4 "Chat Export" PDF (spec core §2). */
  chatExport: endpoint({ method: 'GET', path: '/api/messages/getChatExport', request: chatExportRequestSchema, response: chatItemSchema }),
  /**
   * A signed, expiring address of an item's media (its recording, by message id) that an <audio>
   * element or a new tab can open without the bearer key.
   */
  mediaLink: endpoint({ method: 'GET', path: '/api/media/link/{id}', params: idParams, request: noFields, response: downloadLinkResponseSchema }),
  /** Public: the address mediaLink hands out (the audio itself). */
  mediaSigned: endpoint({ method: 'GET', path: '/api/media/file/{id}', params: idParams, request: signedFileRequestSchema, response: z.unknown() }),
  reportFiles: endpoint({ method: 'GET', path: '/api/messages/getReportFiles', request: noFields, response: reportFilesResponseSchema }),
  reportDownloadLink: endpoint({
    method: 'GET',
    path: '/api/messages/getDownloadLink/{id}',
    params: idParams,
    request: noFields,
    response: downloadLinkResponseSchema,
  }),
  /** Public: the signed, expiring address getDownloadLink hands out (the file itself). */
  reportFileSigned: endpoint({ method: 'GET', path: '/api/messages/reportFile/{id}', params: idParams, request: signedFileRequestSchema, response: z.unknown() }),
  bulkRead: endpoint({ method: 'POST', path: '/api/messages/bulkread', request: bulkRequestSchema, response: triageResponseSchema }),
  bulkUnread: endpoint({ method: 'POST', path: '/api/messages/bulkunread', request: bulkRequestSchema, response: triageResponseSchema }),
  bulkArchive: endpoint({ method: 'POST', path: '/api/messages/bulkarchive', request: bulkRequestSchema, response: triageResponseSchema }),
  bulkUnarchive: endpoint({
    method: 'POST',
    path: '/api/messages/bulkunarchive',
    request: bulkRequestSchema,
    response: triageResponseSchema,
  }),
  bulkFollowup: endpoint({
    method: 'POST',
    path: '/api/messages/bulkfollowup',
    request: bulkFollowupRequestSchema,
    response: triageResponseSchema,
  }),
} as const;
