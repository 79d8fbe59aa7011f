import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** spec §5: a phone input accepts digits only; anything else typed or pasted is dropped. */
export function digitsOnly<R extends UseFormRegisterReturn>(registration: R): R {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const digits = event.target.value.replace(/\D/g, '');
      if (digits !== event.target.value) event.target.value = digits;
      return registration.onChange(event);
    },
  };
}
