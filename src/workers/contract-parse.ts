import { endpoints, type EndpointName } from '@/contract/endpoints';
import { parseBodyWith, type ContractParseOutcome, type ContractParseReply, type ContractParseRequest } from './contract-body';

export { contractParseReady, type ContractParseOutcome, type ContractParseReply, type ContractParseRequest } from './contract-body';

/** Decodes, parses and checks one body with the endpoint's response schema (in a worker: the joined table). */
export function parseContractBody(endpoint: EndpointName, body: ArrayBuffer): ContractParseOutcome {
  return parseBodyWith(endpoints[endpoint].response, body);
}

/** The worker's message handling: one request in, one reply out (matched by id). */
export function handleContractParse(request: ContractParseRequest): ContractParseReply {
  return { id: request.id, ...parseContractBody(request.endpoint, request.body) };
}
