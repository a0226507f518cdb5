import { describe, expect, it } from 'vitest';
import { leadAnswers, questionLabel } from './lead-answers';

describe('lead answers', () => {
  it('labels field names as questions', () => {
    expect(questionLabel('matterType')).toBe('Matter type');
    expect(questionLabel('preferred_contact')).toBe('Preferred contact');
    expect(questionLabel('email')).toBe('Email');
  });
  it('keeps answered fields in order', () => {
    expect(leadAnswers({ webleadJson: { name: 'Ada', phone: '', urgent: true, age: 40, note: null } }, (v) => (v ? 'Yes' : 'No'))).toEqual([
      { question: 'Name', answer: 'Ada' },
      { question: 'Urgent', answer: 'Yes' },
      { question: 'Age', answer: '40' },
    ]);
  });
});
