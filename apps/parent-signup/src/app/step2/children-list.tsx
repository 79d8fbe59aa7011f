import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button, EmailField, TextField } from '@join/ui';
import type { CoParentStepInput } from '@join/schemas';

// spec §2 /step2 and §3 Step-two values: a repeatable list of children (first name, last name,
// optional email), added and removed by the visitor.
export function ChildrenList({ form }: { form: UseFormReturn<CoParentStepInput, any, any> }) {
  const { t } = useTranslation('parent');
  const addRef = useRef<HTMLButtonElement>(null);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'children' });
  const errors = form.formState.errors.children;
  return (
    <fieldset className="ps-section">
      <legend>{t('step2.children')}</legend>
      <p className="j-field__hint">{t('step2.childrenHint')}</p>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <fieldset key={field.id} className="ps-child">
            <legend>{t('step2.child', { number })}</legend>
            <div className="j-row">
              <TextField
                label={t('step2.firstName')}
                autoComplete="off"
                maxLength={40}
                error={errors?.[index]?.firstName}
                {...form.register(`children.${index}.firstName`)}
              />
              <TextField
                label={t('step2.lastName')}
                autoComplete="off"
                maxLength={40}
                error={errors?.[index]?.lastName}
                {...form.register(`children.${index}.lastName`)}
              />
            </div>
            <EmailField
              label={t('step2.childEmail')}
              autoComplete="off"
              form={form}
              error={errors?.[index]?.email}
              {...form.register(`children.${index}.email`)}
            />
            <div className="ps-child__head">
              <Button
                variant="link"
                aria-label={t('step2.removeChildLabel', { number })}
                onClick={() => {
                  remove(index);
                  // The removed fields are gone; keep the keyboard user in the list.
                  requestAnimationFrame(() => addRef.current?.focus());
                }}
              >
                {t('step2.removeChild')}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <button
        ref={addRef}
        type="button"
        className="j-btn j-btn--secondary ps-add"
        onClick={() => append({ firstName: '', lastName: '', email: '' }, { shouldFocus: true })}
      >
        {t('step2.addChild')}
      </button>
    </fieldset>
  );
}
