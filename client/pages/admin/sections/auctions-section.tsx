/** Console area "auctions" (being built). */
import type { SectionProps } from '../sections.ts';

export default function Section(_props: SectionProps) {
  return null;
}
