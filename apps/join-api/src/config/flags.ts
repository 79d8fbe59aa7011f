import { EXPERIMENT_FLAGS } from '@join/domain';
import { z } from 'zod';

export const flagValue = z.enum(['Control', 'Treatment', 'Off']);

/**
 * spec §3 Experiment flags, named as in @join/domain; each can be set with FLAG_<name>. The
 * payment methods and the new payment page (GROW872) are on by default, the rest are Control.
 * SupportChat is ours: it gates the chat widget (`supportChat` of GET /api/config).
 */
const treatmentByDefault = new Set(['GROW872', 'ApplePay', 'GooglePay', 'Venmo', 'PayPal']);
export const flagDefaults: Record<string, z.infer<typeof flagValue>> = {
  ...Object.fromEntries(
    EXPERIMENT_FLAGS.map((name) => [name, treatmentByDefault.has(name) ? 'Treatment' : 'Control']),
  ),
  SupportChat: 'Treatment',
};
