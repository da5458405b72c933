import { kycMessages } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../../../test/fake-xhr';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithSession } from '../../../test/render';
import { findToast } from '../../../test/toasts';
import { KycForm } from './kyc-form';

// The uploads go through XMLHttpRequest (for progress); here each succeeds with a new upload's URL.
beforeEach(() => {
  installFakeXhr(() => {
    const id = crypto.randomUUID();
    return { status: 201, body: { id, url: `/api/uploads/${id}` } };
  });
});
afterEach(() => vi.unstubAllGlobals());

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const next = () => fireEvent.click(screen.getByTestId('kyc-continue'));
const title = () => screen.getByTestId('kyc-step-title').textContent;
const attach = (testId: string, name: string) =>
  fireEvent.change(screen.getByTestId(`${testId}-input`), {
    target: { files: [new File(['%PDF-1.4'], name, { type: 'application/pdf' })] },
  });

function fillPersonalInfo(account = '0123456785') {
  type('kyc-full-name', 'Adaeze Okafor');
  type('kyc-phone', '0803 123 4567');
  fireEvent.change(screen.getByTestId('kyc-bank'), { target: { value: 'gtbank' } });
  type('kyc-account-number', account);
}

describe('KYC form (spec §4, §5)', () => {
  it("Continue checks step 1 with the spec's '{Label} is required', and clears a message as it is fixed", async () => {
    renderWithSession(<KycForm />);
    next();
    expect(await screen.findByText('Full Name is required')).toBeTruthy();
    for (const label of ['Phone Number', 'Bank Name', 'Account Number']) {
      expect(screen.getByText(`${label} is required`)).toBeTruthy();
    }
    expect(title()).toBe('Personal Info');
    type('kyc-full-name', 'Adaeze Okafor');
    await waitFor(() => expect(screen.queryByText('Full Name is required')).toBeNull());
  });

  it('keeps digits only and flags an account number that is not the bank’s, before the documents exist', async () => {
    renderWithSession(<KycForm />);
    fillPersonalInfo('01234-56789');
    expect((screen.getByTestId('kyc-account-number') as HTMLInputElement).value).toBe('0123456789');
    next();
    expect((await screen.findByTestId('account_number-error')).textContent).toBe(kycMessages.accountNuban);
    expect(title()).toBe('Personal Info');
  });

  it('asks for both documents on step 2, then submits what the server takes', async () => {
    const { calls } = mockFetch([
      {
        method: 'POST',
        path: '/api/kycs',
        body: { kyc_status: 'pending', submission: null, rejection_reason: null },
      },
    ]);
    renderWithSession(<KycForm />);
    fillPersonalInfo();
    next();
    await waitFor(() => expect(title()).toBe('Documents'));
    next();
    expect((await screen.findByTestId('kyc-documents-error')).textContent).toBe(kycMessages.documentsRequired);
    expect(screen.getByTestId('kyc-id-document-error').textContent).toBe('ID Document is required');

    attach('kyc-id-document', 'nin.pdf');
    await waitFor(() => expect(screen.queryByTestId('kyc-id-document-error')).toBeNull());
    attach('kyc-proof-of-address', 'bill.pdf');
    await waitFor(() => expect(screen.queryByTestId('kyc-documents-error')).toBeNull());
    next();
    await waitFor(() => expect(title()).toBe('Review'));
    expect(screen.getByTestId('kyc-review').textContent).toContain('GTBank');

    fireEvent.click(screen.getByTestId('kyc-submit'));
    await findToast(kycMessages.submitted);
    const uuid = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      full_name: 'Adaeze Okafor',
      phone_number: '+2348031234567',
      bank_name: 'gtbank',
      account_number: '0123456785',
      bvn: null,
      id_document: uuid,
      proof_of_address: uuid,
    });
  });

  it('goes back to the step of a field the server rejects and says it there, once', async () => {
    mockFetch([
      {
        method: 'POST',
        path: '/api/kycs',
        status: 400,
        body: { error: 'VALIDATION', message: 'Invalid input', details: { bvn: ['BVN must be 11 digits'] } },
      },
    ]);
    renderWithSession(
      <KycForm
        initial={{
          full_name: 'Adaeze Okafor',
          phone_number: '08031234567',
          bank_name: 'gtbank',
          account_number: '0123456785',
        }}
      />,
    );
    next();
    await waitFor(() => expect(title()).toBe('Documents'));
    attach('kyc-id-document', 'nin.pdf');
    attach('kyc-proof-of-address', 'bill.pdf');
    await waitFor(() => expect(screen.getByTestId('kyc-proof-of-address').dataset.state).toBe('uploaded'));
    next();
    await waitFor(() => expect(title()).toBe('Review'));
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(title()).toBe('Personal Info'));
    expect(screen.getByTestId('bvn-error').textContent).toBe('BVN must be 11 digits');
    expect(screen.queryByTestId('kyc-submit-error')).toBeNull();
  });
});
