import type { SVGProps } from 'react';
import { Icon } from '../../../components/icons';

/** A calendar page (after Lucide, ISC licence): only the events pages draw it, so it is not in the shell's icons. */
export function CalendarIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </Icon>
  );
}
