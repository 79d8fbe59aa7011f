import { useTranslation } from 'react-i18next';
import type { FamilyMember } from '@join/schemas';
import { initialsColours } from '../shared/initials-colours';

/** spec §2 /invite: the family the co-parent joins, each as coloured initials and a name. */
export function FamilyMembers({ members }: { members: FamilyMember[] }) {
  const { t } = useTranslation('invite');
  if (!members.length) return null;
  return (
    <ul className="j-inv-members" aria-label={t('welcome.familyLabel')}>
      {members.map((m) => (
        <li key={m.userId} className="j-inv-member">
          <span className="j-inv-initials" style={initialsColours(m.color)} aria-hidden="true">
            {m.displayInitials}
          </span>
          <span className="j-inv-member__name">
            {m.firstName} {m.lastName}
          </span>
        </li>
      ))}
    </ul>
  );
}
