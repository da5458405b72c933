import { kycForm, kycMessages, type KycFormValues } from '@app/contract';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useSubmitKyc } from '../api/submit-kyc';
import { DocumentsStep, PersonalInfoStep, ReviewStep, STEPS, Stepper } from './kyc-steps';

const empty: KycFormValues = {
  full_name: '',
  phone_number: '',
  bank_name: '',
  account_number: '',
  bvn: '',
  id_document: '',
  proof_of_address: '',
};

/** The fields Continue checks on each step; the Review step submits them all. */
const stepFields: (keyof KycFormValues)[][] = [
  ['full_name', 'phone_number', 'bank_name', 'account_number', 'bvn'],
  ['id_document', 'proof_of_address'],
];

/** The first step holding one of `names` (a server or submit error sends the user back there). */
const stepOf = (names: string[]) => stepFields.findIndex((fields) => fields.some((f) => names.includes(f)));

/** The 3-step form (spec §4): Continue validates the step; submit only on Review. */
export function KycForm({ initial }: { initial?: Partial<KycFormValues> }) {
  const [step, setStep] = useState(0);
  const form = useZodForm(kycForm, { defaultValues: { ...empty, ...initial } });
  const submit = useSubmitKyc();
  const { errors } = form.formState;
  const documents = useWatch({ control: form.control, name: ['id_document', 'proof_of_address'] });
  const missingDocuments =
    step === 1 && ((errors.id_document && !documents[0]) || (errors.proof_of_address && !documents[1]));

  async function next() {
    if (await form.trigger(stepFields[step], { shouldFocus: true })) setStep((s) => Math.min(s + 1, STEPS.length - 1));
  }

  const onSubmit = form.handleSubmit(
    (request) =>
      submit.mutate(request, {
        onError: (error) => {
          const back = stepOf(form.showServerError(error, kycMessages.submitFailed));
          if (back >= 0) setStep(back);
        },
      }),
    (found) => setStep(Math.max(0, stepOf(Object.keys(found)))),
  );

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

      {missingDocuments && (
        <Alert className="mb-5" data-testid="kyc-documents-error">
          {kycMessages.documentsRequired}
        </Alert>
      )}
      {form.serverError && (
        <Alert className="mb-5" data-testid="kyc-submit-error">
          {form.serverError}
        </Alert>
      )}

      {/* Kept mounted so uploads in progress and their state survive moving between steps. */}
      <div hidden={step !== 0}>
        <PersonalInfoStep form={form} />
      </div>
      <div hidden={step !== 1}>
        <DocumentsStep form={form} />
      </div>
      {step === 2 && <ReviewStep values={form.getValues()} />}

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
          <Button onClick={() => void next()} data-testid="kyc-continue">
            Continue
            <ArrowRight className="size-4" aria-hidden />
          </Button>
        ) : (
          <Button
            onClick={() => void onSubmit()}
            loading={submit.isPending}
            loadingText="Submitting..."
            data-testid="kyc-submit"
          >
            Submit Verification
          </Button>
        )}
      </div>
    </Card>
  );
}
