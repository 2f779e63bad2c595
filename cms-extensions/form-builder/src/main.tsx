import '@insurer/renderer/styles.css';
import { mountFieldApp } from '@insurer/cms-shared/mount';
import { FormBuilderApp } from './form-builder-app.js';

mountFieldApp(<FormBuilderApp />);
