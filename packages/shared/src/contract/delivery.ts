import { PincodeParamsSchema } from '../schemas/address.ts';
import { DeliveryEstimateSchema } from '../schemas/delivery.ts';
import { endpointGroup } from './endpoint.ts';

const deliveryEndpoint = endpointGroup({ tags: ['delivery'], errors: [400, 404] });

export const estimate = deliveryEndpoint(
  'GET /api/delivery/:pincode',
  "Whether the shop delivers to a pincode, the expected delivery dates (India's calendar, counted from today) and whether cash on delivery is offered there",
  { 200: DeliveryEstimateSchema },
  { params: PincodeParamsSchema },
);
