/** A location's address on one line, as a customer reads it: "1 Main St, Suite 2, Salem, MA 01970". */
export function addressLine(row: { address: string | null; address_2: string | null; city: string | null; state: string | null; zipcode: string | null }): string {
  return [row.address, row.address_2, row.city, [row.state, row.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
