/** The required address fields of a location create (the server refuses a create without them), for tests. */
export const LOCATION_ADDRESS = { public_name: 'Harbor Dental', address: '1 Main St', city: 'Salem', state: 'Massachusetts', zipcode: '01970' };
