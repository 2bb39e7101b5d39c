import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadProps } from 'antd';
import { feedback } from '../../../shared/feedback/feedback.ts';
import { FILE_UPLOAD_URL, uploadTo } from '../../../shared/form/ImageUpload.tsx';
import { MAX_UPLOAD_MB } from '../../../shared/form/imageRules.ts';
import { useTranslation } from '../../../shared/i18n/useTranslation.tsx';

/**
 * Uploads files (several at once) with their progress: too big ones are refused here at once,
 * what the content is is decided by the server (its message is shown when it refuses).
 */
export function FileUploadButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size > MAX_UPLOAD_MB * 1024 * 1024) {
      feedback().message.error(t('table.upload.tooLarge', { max: MAX_UPLOAD_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  return (
    <Upload
      multiple
      beforeUpload={beforeUpload}
      customRequest={uploadTo(FILE_UPLOAD_URL)}
      // Finished uploads leave the list (the table shows them); failed ones stay, marked, until removed.
      onChange={({ file, fileList }) => {
        if (file.status === 'done') onDone();
        return fileList;
      }}
      showUploadList={{ showRemoveIcon: true }}
    >
      <Button icon={<UploadOutlined />} title={t('file.uploadHint', { max: MAX_UPLOAD_MB })}>
        {t('file.upload')}
      </Button>
    </Upload>
  );
}
