/// <reference lib="webworker" />
/**
 * Parses large API responses off the main thread (see src/api/http/parse-off-thread.ts): one
 * long-lived worker, requests answered in order, each reply carrying its request's id.
 */
import { contractParseReady, handleContractParse, type ContractParseRequest } from './contract-parse';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<ContractParseRequest>) => {
  scope.postMessage(handleContractParse(event.data));
};
scope.postMessage(contractParseReady);
