import * as z from 'zod/mini';
import { MAX_ID } from '@/contract/common';

/**
 * An optional id in a page's address (?account=12): anything that is not a positive whole id
 * within the server's range reads as absent, so a hand-edited or stale link opens the page as if
 * it had none instead of failing.
 */
export const optionalIdSearchParam = z.optional(z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID))), undefined));
