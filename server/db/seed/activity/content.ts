/** Generated call content: a recorded call's transcript with sentiments, and an agent's message form. */
import type { Rng } from '../random';

/** The transcript of a recorded call (utterances with times, and a sentiment per utterance). */
export function utterances(rng: Rng, caller: string, reason: string, agent: string, start: number) {
  const lines: [string, string][] = [
    ['A', `Thank you for calling, this is ${agent}. How may I help you?`],
    ['B', `Hi, my name is ${caller}. I ${reason.replace(/^(is|was|has|needs|wants|received) /, (m) => m)}.`],
    ['A', 'I am sorry to hear that. Let me take down a few details for the team.'],
    ['B', rng.pick(['Sure, that would be great.', 'Okay. I really need someone to call me back today.', 'Thanks, I appreciate it.'])],
    ['A', 'Can I get the best number to reach you?'],
    ['B', 'Yes, this number is fine.'],
    ['A', 'Perfect. I will pass this along right away. Have a great day.'],
  ];
  let t = start;
  const utts = lines.map(([speaker, text]) => {
    const len = 1500 + text.length * 55;
    const u = { speaker, text, start: t, end: t + len };
    t += len + 300;
    return u;
  });
  const sentiments = utts.map((u) => ({
    speaker: u.speaker,
    sentiment: rng.weighted([
      ['POSITIVE', u.speaker === 'A' ? 5 : 2],
      ['NEUTRAL', 4],
      ['NEGATIVE', u.speaker === 'B' ? 2 : 0.2],
    ] as const),
    text: u.text,
  }));
  return { utterances: utts, sentiment_analysis_results: sentiments };
}

/** The form an agent filled in for a message: caller, phone, email, callback time, reason, urgency. */
export function formContent(rng: Rng, caller: string, phone: string, reason: string) {
  const [first, last] = caller.split(' ');
  const email = `${(first ?? 'caller').toLowerCase()}.${(last ?? '').toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`;
  const fields = [
    { label: 'Caller Name', property: 'callerName', type: 'TEXT', value: caller, size: 6 },
    { label: 'Phone Number', property: 'callerPhone', type: 'PHONE', value: phone, size: 6 },
    { label: 'Email', property: 'callerEmail', type: 'EMAIL', value: rng.chance(0.7) ? email : '', size: 6 },
    { label: 'Best Time to Call', property: 'callbackTime', type: 'TEXT', value: rng.pick(['Morning', 'Afternoon', 'Any time', 'After 5 PM']), size: 6 },
    { label: 'Reason for Call', property: 'reason', type: 'TEXTAREA', value: `Caller ${reason}.`, size: 12 },
    { label: 'Urgent', property: 'urgent', type: 'CHECKBOX', value: rng.chance(0.1) ? 'Yes' : 'No', size: 3 },
  ];
  return { fields: fields.map((f, i) => ({ formFieldId: 1000 + i, ...f })) };
}
