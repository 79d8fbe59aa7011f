// spec §5 Speed-bump email: 'must match an email pattern', message 'Please enter a valid email'.
import { z } from 'zod';
import { EMAIL_PATTERN, ruled } from './fields';
import { MESSAGES as M } from './messages';

export const speedBumpSchema = z.object({
  email: ruled(
    (v) => (EMAIL_PATTERN.test(v) ? undefined : M.speedBumpEmailInvalid),
    (v) => v.trim(),
  ),
});

export type SpeedBumpValues = z.infer<typeof speedBumpSchema>;
