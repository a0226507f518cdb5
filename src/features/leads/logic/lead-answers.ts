import type { Lead } from '@/contract/leads';

/** 'matterType' → 'Matter type': a collected answer's field name as a question label. */
export function questionLabel(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The Insights table rows of a lead: each collected answer that is not empty, in collected order.
 * `yesNo` words a yes/no answer in the reader's language.
 */
export function leadAnswers(lead: Pick<Lead, 'webleadJson'>, yesNo: (value: boolean) => string): { question: string; answer: string }[] {
  return Object.entries(lead.webleadJson)
    .filter(([, v]) => v !== null && String(v).trim() !== '')
    .map(([k, v]) => ({ question: questionLabel(k), answer: typeof v === 'boolean' ? yesNo(v) : String(v) }));
}
