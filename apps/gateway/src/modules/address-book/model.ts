/** The address fields a refusal names. */
export type AddressFieldEnum = 'SALUTATION' | 'FIRST_NAME' | 'LAST_NAME' | 'STREET' | 'HOUSE_NUMBER' | 'POSTAL_CODE' | 'CITY' | 'COUNTRY';

export type SalutationEnum = 'FEMALE' | 'MALE' | 'NONE';

/** An address of the book (the checkout's delivery and billing addresses are the book's). */
export interface AddressModel {
  id: string;
  salutation: SalutationEnum;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
}
