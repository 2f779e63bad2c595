import { mountFieldApp } from '@insurer/cms-shared/mount';
import { StateContentApp } from './state-content-app.js';

mountFieldApp(<StateContentApp />);
