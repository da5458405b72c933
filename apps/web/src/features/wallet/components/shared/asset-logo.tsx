export { AssetLogo, DEFAULT_LOGO_URL } from '../../../../components/ui/asset-logo';
