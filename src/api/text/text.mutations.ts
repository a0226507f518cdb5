import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/api/http/portal-client';
import type { SessionScope } from '@/api/query-scope';
import type { SendTextRequest, SmsTask, SmsTasksResponse } from '@/contract/text';
import { withConversation, withConversationRead } from './text.cache';
import { textQueries } from './text.queries';
import '@/contract/text.endpoints'; // the definitions of its calls, loaded and preloaded with this module

type Pages = InfiniteData<SmsTasksResponse, unknown>;

/** Sending and read marks of the text view (core §7 SMS tasks). */
export const textMutations = {
  send: (scope: SessionScope, queryClient: QueryClient) => ({
    mutationFn: (input: SendTextRequest) => callEndpoint('sendText', input),
    onSuccess: (task: SmsTask) => {
      queryClient.setQueriesData<Pages>({ queryKey: textQueries.all(scope) }, (data) => withConversation(data, task));
      void queryClient.invalidateQueries({ queryKey: textQueries.all(scope) });
    },
  }),
  read: (scope: SessionScope, queryClient: QueryClient) => ({
    mutationFn: (taskId: number) => callEndpoint('smsTaskRead', {}, { id: taskId }),
    onMutate: (taskId: number) => {
      queryClient.setQueriesData<Pages>({ queryKey: textQueries.all(scope) }, (data) => withConversationRead(data, taskId));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: textQueries.all(scope) }),
  }),
};
