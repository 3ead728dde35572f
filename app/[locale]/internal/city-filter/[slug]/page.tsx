import { CityView, cityMetadata } from '../../../_views/city';

// `/cities/{slug}?q=…` (rewritten here by the proxy): the list filtered on the server for
// browsers without JavaScript, rendered per request (any text makes an address).
export const dynamic = 'force-dynamic';
export const generateMetadata = cityMetadata;
export default CityView;
