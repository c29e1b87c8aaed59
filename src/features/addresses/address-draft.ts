import type { Address } from '../../api/types';

/** The four fields of an address row the buyer may edit inline. */
export interface AddressDraft {
  address: string;
  phone: string;
  contactperson: string;
  cellphone: string;
}

export const ADDRESS_FIELDS = ['address', 'phone', 'contactperson', 'cellphone'] as const;

export const draftOf = (row: Address): AddressDraft => ({
  address: row.address,
  phone: row.phone ?? '',
  contactperson: row.contactperson ?? '',
  cellphone: row.cellphone ?? '',
});

/** Trimmed draft, or null when the delivery address is empty: an order cannot be delivered to nowhere. */
export function readAddressDraft(draft: AddressDraft): AddressDraft | null {
  const trimmed: AddressDraft = {
    address: draft.address.trim(),
    phone: draft.phone.trim(),
    contactperson: draft.contactperson.trim(),
    cellphone: draft.cellphone.trim(),
  };
  return trimmed.address === '' ? null : trimmed;
}
