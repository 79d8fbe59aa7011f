import { useTranslation } from 'react-i18next';
import { speedBumpSchema } from '@join/schemas';
import { EmailField, Modal, useZodForm } from '@join/ui';

// spec §2 /step2 co-parent email speed-bump and §5 'Speed-bump email'.
export function SpeedBump({
  open,
  initialEmail,
  onSubmit,
  onSkip,
}: {
  open: boolean;
  initialEmail?: string;
  onSubmit: (email: string) => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation('parent');
  const form = useZodForm(speedBumpSchema, { defaultValues: { email: initialEmail ?? '' } });
  // One field in a dialog: a failed submit returns focus to it, where its error is described.
  const submit = form.handleSubmit(
    (values) => onSubmit(values.email),
    () => form.setFocus('email'),
  );
  return (
    <Modal
      open={open}
      title={t('step2.speedBump.title')}
      onClose={onSkip}
      answers={[
        { label: t('step2.speedBump.skip'), onClick: onSkip, variant: 'secondary' },
        { label: t('step2.speedBump.submit'), form: 'ps-speed-bump' },
      ]}
    >
      <p>{t('step2.speedBump.body')}</p>
      <form id="ps-speed-bump" method="post" noValidate onSubmit={submit}>
        {open && (
          <EmailField
            label={t('step2.speedBump.email')}
            autoComplete="off"
            form={form}
            autoFocus
            id="speed-bump-email"
            error={form.formState.errors.email}
            {...form.register('email')}
          />
        )}
      </form>
    </Modal>
  );
}
