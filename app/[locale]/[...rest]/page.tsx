import { notFound } from 'next/navigation';

// Any address no page answers (and the proxy's `/__missing__` for an unknown record): the
// not-found page of the public layout, in the address's language, with a 404.
export default function Unmatched(): never {
  notFound();
}
