/** Provinces and province-level municipalities that hold the demo cities. */
import type { DemoProvince } from './types';

export const provinces: DemoProvince[] = [
  { slug: 'beijing', name: 'Beijing', nameZh: '北京市' },
  { slug: 'shanghai', name: 'Shanghai', nameZh: '上海市' },
  { slug: 'tianjin', name: 'Tianjin', nameZh: '天津市' },
  { slug: 'chongqing', name: 'Chongqing', nameZh: '重庆市' },
  { slug: 'zhejiang', name: 'Zhejiang', nameZh: '浙江省' },
  { slug: 'jiangsu', name: 'Jiangsu', nameZh: '江苏省' },
  { slug: 'anhui', name: 'Anhui', nameZh: '安徽省' },
  { slug: 'fujian', name: 'Fujian', nameZh: '福建省' },
  { slug: 'shandong', name: 'Shandong', nameZh: '山东省' },
  { slug: 'hubei', name: 'Hubei', nameZh: '湖北省' },
  { slug: 'hunan', name: 'Hunan', nameZh: '湖南省' },
  { slug: 'guangdong', name: 'Guangdong', nameZh: '广东省' },
  { slug: 'sichuan', name: 'Sichuan', nameZh: '四川省' },
  { slug: 'yunnan', name: 'Yunnan', nameZh: '云南省' },
  { slug: 'shaanxi', name: 'Shaanxi', nameZh: '陕西省' },
  { slug: 'gansu', name: 'Gansu', nameZh: '甘肃省' },
  { slug: 'heilongjiang', name: 'Heilongjiang', nameZh: '黑龙江省' },
  { slug: 'jilin', name: 'Jilin', nameZh: '吉林省' },
  { slug: 'liaoning', name: 'Liaoning', nameZh: '辽宁省' },
];
