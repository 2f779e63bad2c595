import { mountFieldApp } from '@insurer/cms-shared/mount';
import { QuoteWidgetApp } from './quote-widget-app.js';

mountFieldApp(<QuoteWidgetApp />);
