import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../api/request.ts';
import { feedback } from '../feedback/feedback.ts';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { checkCount, checkImage, IMAGE_TYPES, MAX_UPLOAD_MB, type UploadProblem } from './imageRules.ts';

export const FILE_UPLOAD_URL = '/system/file/~upload';

interface UploadReply {
  code: number;
  data: { fileName: string; src: string };
}

type ImageValue = string | string[] | null;

export interface ImageUploadProps {
  /** One address when maxCount is 1, else a list of addresses. */
  value?: ImageValue;
  onChange?: (value: ImageValue) => void;
  maxCount?: number;
  maxSizeMB?: number;
  disabled?: boolean;
}

/** antd Upload's request: the file to `url` through the console's client, with its progress. */
export const uploadTo =
  (url: string): UploadProps['customRequest'] =>
  ({ file, onProgress, onSuccess, onError }) => {
    api
      .upload<UploadReply>(url, file as File, (percent) => onProgress?.({ percent }))
      .then((reply) => onSuccess?.(reply))
      .catch((e: Error) => onError?.(e));
  };

function toList(value: ImageValue | undefined): string[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

function fileOf(url: string, i: number): UploadFile {
  return { uid: `existing-${i}-${url}`, name: url.split('/').pop() || url, status: 'done', url };
}

function doneUrls(list: UploadFile[]): string[] {
  return list.filter((f) => f.status === 'done' && f.url).map((f) => f.url!);
}

/** Image upload (spec §5): gif/jpeg/png only, at most `maxSizeMB`, at most `maxCount` files, removal confirmed. */
export function ImageUpload({ value, onChange, maxCount = 1, maxSizeMB = MAX_UPLOAD_MB, disabled }: ImageUploadProps) {
  const { t } = useTranslation();
  const [fileList, setFileList] = useState<UploadFile[]>(() => toList(value).map(fileOf));

  // The form may set the value from outside (reset, edit another row): follow it unless it is what we emitted.
  useEffect(() => {
    const urls = toList(value);
    setFileList((cur) => {
      const mine = doneUrls(cur);
      if (mine.length === urls.length && mine.every((u, i) => u === urls[i])) return cur;
      return [...urls.map(fileOf), ...cur.filter((f) => f.status === 'uploading')];
    });
  }, [value]);

  const emit = (list: UploadFile[]) => {
    const urls = doneUrls(list);
    onChange?.(maxCount === 1 ? (urls[0] ?? null) : urls);
  };

  const warn = (problem: UploadProblem) => {
    const text = t(`table.upload.${problem.key}`, { max: 'max' in problem ? problem.max : undefined });
    if (problem.key === 'tooMany') feedback().message.warning(text);
    else feedback().message.error(text);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const problem = checkImage(file, maxSizeMB) ?? checkCount(fileList.length, batch.indexOf(file), maxCount);
    if (problem) {
      warn(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const handleChange: UploadProps['onChange'] = ({ fileList: next }) => {
    const list = next.map((f) => {
      const src = (f.response as UploadReply | undefined)?.data?.src;
      return src && !f.url ? { ...f, url: src } : f;
    });
    setFileList(list);
    if (list.some((f) => f.status === 'uploading')) return;
    emit(list);
  };

  const onRemove: UploadProps['onRemove'] = () =>
    new Promise<boolean>((resolve) => {
      feedback().modal.confirm({
        title: t('table.upload.removeConfirm'),
        okText: t('table.ok'),
        cancelText: t('table.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  return (
    <Upload
      listType="picture-card"
      accept={IMAGE_TYPES.join(',')}
      multiple={maxCount > 1}
      disabled={disabled}
      fileList={fileList}
      beforeUpload={beforeUpload}
      customRequest={uploadTo(`${FILE_UPLOAD_URL}?image=1`)}
      onChange={handleChange}
      onRemove={onRemove}
    >
      {fileList.length >= maxCount || disabled ? null : (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('table.upload.button')}</div>
        </button>
      )}
    </Upload>
  );
}
