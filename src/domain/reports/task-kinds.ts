/** Which report tasks are calls, assists, inbound and outbound (billing-account §3 message types). */

import { reportTaskTypes } from '../../contract/reports';

/** Message types that count as calls (the same list as the dashboard's usage figures). */
export const callTaskTypes = reportTaskTypes;
/** Assists: tasks the office asked the agents to do. */
export const assistTaskTypes = ['TASK', 'CS'] as const;
/** Outbound: calls the agents placed. */
export const outboundTaskTypes = ['OC'] as const;

const has = (list: readonly string[], type: string) => list.includes(type);
export const isCallTask = (type: string) => has(callTaskTypes, type);
export const isAssistTask = (type: string) => has(assistTaskTypes, type);
export const isOutboundTask = (type: string) => has(outboundTaskTypes, type);
