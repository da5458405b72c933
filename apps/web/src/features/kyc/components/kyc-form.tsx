import { kycMessages } from '@app/contract';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useSubmitKyc } from '../api/submit-kyc';
import {
  validateDocuments,
  validatePersonalInfo,
  type DocumentValues,
  type KycErrors,
  type PersonalInfoValues,
} from '../lib/validate-kyc';
import { DocumentsStep, PersonalInfoStep, ReviewStep, STEPS, Stepper } from './kyc-steps';

const emptyInfo: PersonalInfoValues = { full_name: '', phone_number: '', bank_name: '', account_number: '', bvn: '' };
const emptyDocuments: DocumentValues = { id_document: '', proof_of_address: '' };
const personalFields = new Set(['full_name', 'phone_number', 'bank_name', 'account_number', 'bvn']);

/** The 3-step form (spec §4): Continue validates the step; submit only on Review. */
export function KycForm({ initial }: { initial?: Partial<PersonalInfoValues> }) {
  const [step, setStep] = useState(0);
  const [info, setInfo] = useState<PersonalInfoValues>({ ...emptyInfo, ...initial });
  const [documents, setDocuments] = useState<DocumentValues>(emptyDocuments);
  const [errors, setErrors] = useState<KycErrors>({});
  const submit = useSubmitKyc();

  const setInfoField = <K extends keyof PersonalInfoValues>(key: K, value: PersonalInfoValues[K]) => {
    setInfo((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
  };
  const setDocument = (key: keyof DocumentValues, url: string) => {
    setDocuments((prev) => ({ ...prev, [key]: url }));
    if (url) setErrors((prev) => ({ ...prev, [key]: undefined, documents: undefined }));
  };

  function next() {
    const found = step === 0 ? validatePersonalInfo(info) : step === 1 ? validateDocuments(documents) : {};
    setErrors(found);
    if (Object.keys(found).length === 0) setStep((s) => Math.min(s + 1, STEPS.length - 1));
  }

  function onSubmit() {
    const found = { ...validatePersonalInfo(info), ...validateDocuments(documents) };
    if (Object.keys(found).length) {
      setErrors(found);
      setStep(Object.keys(found).some((k) => personalFields.has(k)) ? 0 : 1);
      return;
    }
    submit.mutate(
      {
        full_name: info.full_name.trim(),
        phone_number: info.phone_number.trim(),
        bank_name: info.bank_name || 'gtbank',
        account_number: info.account_number,
        bvn: info.bvn || null,
        ...documents,
      },
      {
        onError: (error) => {
          const details = isApiError(error) ? error.details : undefined;
          if (!details) return;
          const mapped = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, v[0]])) as KycErrors;
          setErrors(mapped);
          if (Object.keys(mapped).some((k) => personalFields.has(k))) setStep(0);
          else if (mapped.id_document || mapped.proof_of_address) setStep(1);
        },
      },
    );
  }

  return (
    <Card className="p-5 sm:p-8" data-testid="kyc-form">
      <Stepper step={step} />
      <h2 className="mb-1 text-lg font-bold text-slate-900 dark:text-white" data-testid="kyc-step-title">
        {STEPS[step]}
      </h2>
      <p className="mb-6 text-sm text-slate-500 dark:text-slate-400">
        {step === 0 && 'Tell us who you are and where your money should go.'}
        {step === 1 && 'Upload clear photos or scans. We keep them private.'}
        {step === 2 && 'Check your details before you submit.'}
      </p>

      {errors.documents && step === 1 && (
        <Alert className="mb-5" data-testid="kyc-documents-error">
          {errors.documents}
        </Alert>
      )}
      {submit.isError && (
        <Alert className="mb-5" data-testid="kyc-submit-error">
          {errorMessage(submit.error, kycMessages.submitFailed)}
        </Alert>
      )}

      {/* Kept mounted so uploads in progress and their state survive moving between steps. */}
      <div hidden={step !== 0}>
        <PersonalInfoStep values={info} errors={errors} onChange={setInfoField} />
      </div>
      <div hidden={step !== 1}>
        <DocumentsStep values={documents} errors={errors} onChange={setDocument} />
      </div>
      {step === 2 && <ReviewStep values={info} documents={documents} />}

      <div className="mt-8 flex items-center justify-between gap-3">
        {step > 0 ? (
          <Button
            variant="outline"
            onClick={() => setStep((s) => s - 1)}
            leftIcon={<ArrowLeft className="size-4" aria-hidden />}
            data-testid="kyc-back"
          >
            Back
          </Button>
        ) : (
          <span />
        )}
        {step < STEPS.length - 1 ? (
          <Button onClick={next} data-testid="kyc-continue">
            Continue
            <ArrowRight className="size-4" aria-hidden />
          </Button>
        ) : (
          <Button onClick={onSubmit} loading={submit.isPending} loadingText="Submitting..." data-testid="kyc-submit">
            Submit Verification
          </Button>
        )}
      </div>
    </Card>
  );
}
