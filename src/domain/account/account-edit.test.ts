import { describe, expect, it } from 'vitest';
import { accountEditProblem, isWebsite } from './account-edit';

describe('account edits', () => {
  it('checks company fields', () => {
    expect(accountEditProblem({ editType: 'company', accountName: 'Harbor' })).toBeNull();
    expect(accountEditProblem({ editType: 'company', accountName: '' })).toBe('nameRequired');
    expect(accountEditProblem({ editType: 'company', website: 'javascript:alert(1)' })).toBe('websiteInvalid');
    expect(accountEditProblem({ editType: 'company', companyPhone: '12' })).toBe('phoneInvalid');
    expect(accountEditProblem({ editType: 'company', companyFax: '503 555 0143' })).toBeNull();
    expect(isWebsite('https://www.harborlaw.example')).toBe(true);
  });

  it('needs a complete address in an offered country', () => {
    const address = { editType: 'billing' as const, address1: '1 Main St', city: 'Portland', state: 'OR', zip: '97204', country: 'US' };
    expect(accountEditProblem(address)).toBeNull();
    expect(accountEditProblem({ ...address, city: '' })).toBe('addressIncomplete');
    expect(accountEditProblem({ ...address, country: 'FR' })).toBe('countryInvalid');
  });
});
