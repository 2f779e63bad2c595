import { mountFieldApp } from '@insurer/cms-shared/mount';
import { RilaConfigApp } from './rila-config-app.js';

mountFieldApp(<RilaConfigApp />);
